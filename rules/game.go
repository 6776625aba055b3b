package rules

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Game describes one game: its name, its rule options and how to set it up.
type Game struct {
	// Name is the game's name in the referee protocol, as records write it.
	Name string
	// Title is the game's name for people, capitalised.
	Title string
	// Options lists the rule options in the order their rules file gives
	// them; the first one is always "players".
	Options []OptionSpec
	// New returns the start position for complete, valid options, as
	// returned by [Game.ParseOptions].
	New func(opts Options) (State, error)
	// MatchPoints, when not 0, is the score that wins a match of the
	// game: a series of games whose points add up, the players swapping
	// seats from one game to the next.
	MatchPoints int
}

// OptionSpec is one rule option of a game.
type OptionSpec struct {
	Key     string   // "players"
	Values  []string // every allowed value, the default first
	Name    string   // a short phrase for people
	Explain []string // what each value means, in the order of Values
}

// Default returns the option's default value.
func (o OptionSpec) Default() string { return o.Values[0] }

// Options maps every option key of a game to its value.
type Options map[string]string

// ParseOptions reads "KEY=VALUE" arguments and fills the options not given
// with their defaults. An unknown key, a value not allowed, a repeated key or
// a malformed argument is an error.
func (g *Game) ParseOptions(args []string) (Options, error) {
	opts := make(Options, len(g.Options))
	for _, arg := range args {
		key, value, ok := strings.Cut(arg, "=")
		if !ok || key == "" {
			return nil, fmt.Errorf("%s: option %q is not KEY=VALUE", g.Name, arg)
		}
		i := slices.IndexFunc(g.Options, func(o OptionSpec) bool { return o.Key == key })
		if i < 0 {
			return nil, fmt.Errorf("%s: unknown option %q", g.Name, key)
		}
		if _, dup := opts[key]; dup {
			return nil, fmt.Errorf("%s: option %q given twice", g.Name, key)
		}
		if !slices.Contains(g.Options[i].Values, value) {
			return nil, fmt.Errorf("%s: option %s=%q not allowed (allowed: %s)",
				g.Name, key, value, strings.Join(g.Options[i].Values, ", "))
		}
		opts[key] = value
	}
	for _, o := range g.Options {
		if _, ok := opts[o.Key]; !ok {
			opts[o.Key] = o.Default()
		}
	}
	return opts, nil
}

// FormatOptions writes opts as "KEY=VALUE" words in the game's option order,
// each option that has a value, defaults included.
func (g *Game) FormatOptions(opts Options) string {
	words := make([]string, 0, len(g.Options))
	for _, o := range g.Options {
		if v, ok := opts[o.Key]; ok {
			words = append(words, o.Key+"="+v)
		}
	}
	return strings.Join(words, " ")
}

// OptionSets returns every combination of the values of the game's
// options, in the order of its option specs (the first value varying
// slowest): the option sets a test or a tool goes through.
func (g *Game) OptionSets() []Options {
	sets := []Options{{}}
	for _, o := range g.Options {
		var next []Options
		for _, set := range sets {
			for _, v := range o.Values {
				n := make(Options, len(set)+1)
				for k, x := range set {
					n[k] = x
				}
				n[o.Key] = v
				next = append(next, n)
			}
		}
		sets = next
	}
	return sets
}

// Start parses the option arguments and returns the start position.
func (g *Game) Start(args ...string) (State, error) {
	opts, err := g.ParseOptions(args)
	if err != nil {
		return nil, err
	}
	return g.New(opts)
}

// ErrIllegal is wrapped by the errors of [State.Apply] for actions that are
// not legal in the state.
var ErrIllegal = errors.New("illegal move")
