package lang

// fit are the words of the screens that fit every window: a sentence and
// the next one joined.
var fit = map[string]string{
	"%s. %s": "%s. %s",
}
