package lang

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// screenDirs are the folders whose code writes the screens' words through
// T, F and N.
var screenDirs = []string{"../scenes", "../scenes/ui", "../scenes/pages", "../scenes/board", "../scenes/play", "../scenes/lots", "../scenes/movelog", "../scenes/luck", "../scenes/solved", "../scenes/rooms", "../scenes/menus", "../sprites/daryon", "../sprites/dejarik", "../sprites/thayyam", "../sprites/diam"}

// dynamicWords are words that reach T at run time, not as literals in the
// screens' code: the sound's states of package audio.
func dynamicWords(t *testing.T) []string {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "../audio/mixer.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	ast.Inspect(f, func(n ast.Node) bool {
		if vs, ok := n.(*ast.ValueSpec); ok {
			for i, name := range vs.Names {
				if strings.HasPrefix(name.Name, "status") && i < len(vs.Values) {
					if bl, ok := vs.Values[i].(*ast.BasicLit); ok && bl.Kind == token.STRING {
						s, _ := strconv.Unquote(bl.Value)
						out = append(out, s)
					}
				}
			}
		}
		return true
	})
	if len(out) < 4 {
		t.Fatalf("found %d sound states in package audio", len(out))
	}
	return out
}

// screenWords returns the English words the screens' code passes to T, F
// and N, as literals or as constants of the same package, with where each
// is written.
func screenWords(t *testing.T) map[string]string {
	t.Helper()
	words := map[string]string{}
	fset := token.NewFileSet()
	var parsed []*ast.File
	// The string constants of every screens' package: a label is written
	// in one package and said through T in another (pages.LabelOdds).
	consts := map[string]string{}
	for _, dir := range screenDirs {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no code in %s: %v", dir, err)
		}
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			parsed = append(parsed, f)
			ast.Inspect(f, func(n ast.Node) bool {
				if vs, ok := n.(*ast.ValueSpec); ok {
					for i, id := range vs.Names {
						if i < len(vs.Values) {
							if bl, ok := vs.Values[i].(*ast.BasicLit); ok && bl.Kind == token.STRING {
								consts[id.Name], _ = strconv.Unquote(bl.Value)
							}
						}
					}
				}
				return true
			})
		}
	}
	for _, f := range parsed {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			var args []ast.Expr
			switch {
			case sel.Sel.Name == "T" || sel.Sel.Name == "F":
				args = call.Args[:1]
			case sel.Sel.Name == "N" && len(call.Args) == 3:
				args = call.Args[1:]
			default:
				return true
			}
			for _, a := range args {
				var s string
				switch v := a.(type) {
				case *ast.BasicLit:
					if v.Kind != token.STRING {
						continue
					}
					s, _ = strconv.Unquote(v.Value)
				case *ast.Ident: // a constant of the same package
					c, ok := consts[v.Name]
					if !ok {
						continue // a variable: the wrappers of Env
					}
					s = c
				case *ast.SelectorExpr: // a constant of another screens' package
					c, ok := consts[v.Sel.Name]
					if !ok {
						continue
					}
					s = c
				default:
					continue
				}
				words[s] = fset.Position(a.Pos()).String()
			}
			return true
		})
	}
	return words
}

// TestEveryWordInFrench: every word the screens write has its French, and
// every French word of the catalog is written by a screen.
func TestEveryWordInFrench(t *testing.T) {
	words := screenWords(t)
	for _, w := range dynamicWords(t) {
		words[w] = "package audio"
	}
	if len(words) < 100 {
		t.Fatalf("found only %d words in the screens' code", len(words))
	}
	for w, where := range words {
		if _, ok := french[w]; !ok {
			t.Errorf("%s: %q has no French", where, w)
		}
	}
	for w := range french {
		if _, ok := words[w]; !ok {
			t.Errorf("the French of %q is written by no screen", w)
		}
	}
}

// TestCatalogParts: no English word is translated twice.
func TestCatalogParts(t *testing.T) {
	seen := map[string]int{}
	for _, part := range []map[string]string{screens, odds, rooms} {
		for k := range part {
			seen[k]++
		}
	}
	for k, n := range seen {
		if n > 1 {
			t.Errorf("%q is in %d parts of the catalog", k, n)
		}
	}
}

var verbs = regexp.MustCompile(`%[-+# 0]*[0-9.]*[a-zA-Z%]`)

// TestFrenchFormats: a French format has the English one's verbs, in the
// same order, and French typography: a no-break space before : ; ! ? and
// inside « », never an ordinary one, and no hyphen where a dash is meant.
func TestFrenchFormats(t *testing.T) {
	for en, fr := range french {
		if a, b := strings.Join(verbs.FindAllString(en, -1), " "), strings.Join(verbs.FindAllString(fr, -1), " "); a != b {
			t.Errorf("%q: verbs %q, the French %q has %q", en, a, fr, b)
		}
		if !utf8.ValidString(fr) || fr == "" {
			t.Errorf("%q: French %q", en, fr)
		}
		for i, r := range fr {
			if !strings.ContainsRune(":;!?»", r) {
				continue
			}
			before, _ := utf8.DecodeLastRuneInString(fr[:i])
			if r == ':' && i > 0 && strings.HasSuffix(fr[:i], "%d") {
				continue // a time or a ratio written by a verb
			}
			if before != '\u00a0' {
				t.Errorf("%q: French %q: %q without a no-break space before it", en, fr, r)
			}
		}
		if strings.Contains(fr, " - ") || strings.Contains(en, " - ") {
			t.Errorf("%q / %q: a hyphen as a dash", en, fr)
		}
	}
}

func TestFromLocale(t *testing.T) {
	for _, tt := range []struct {
		locale string
		want   Lang
		ok     bool
	}{
		{"fr_FR.UTF-8", French, true}, {"fr-CA", French, true}, {"en_GB", English, true}, {"FR", French, true},
		{"de:fr:en", French, true}, {"de_DE", English, false}, {"", English, false}, {"C", English, false},
	} {
		if l, ok := FromLocale(tt.locale); l != tt.want || ok != tt.ok {
			t.Errorf("FromLocale(%q) = %v, %v; want %v, %v", tt.locale, l, ok, tt.want, tt.ok)
		}
	}
}

func TestTFN(t *testing.T) {
	if got := French.T("Undo"); got != "Annuler" {
		t.Errorf("T: %q", got)
	}
	if got := English.T("Undo"); got != "Undo" {
		t.Errorf("T in English: %q", got)
	}
	if got := French.T("no such words"); got != "no such words" {
		t.Errorf("T of words not in the catalog: %q", got)
	}
	for _, tt := range []struct {
		l    Lang
		n    int
		want string
	}{
		{English, 0, "0 points"}, {English, 1, "1 point"}, {English, 2, "2 points"},
		{French, 0, "0 point"}, {French, 1, "1 point"}, {French, 2, "2 points"},
	} {
		if got := tt.l.N(tt.n, "%d point", "%d points"); got != tt.want {
			t.Errorf("%v N(%d) = %q, want %q", tt.l, tt.n, got, tt.want)
		}
	}
	if Sentence("a draw") != "A draw" || Sentence("été") != "Été" || Sentence("") != "" || Sentence("3 points") != "3 points" {
		t.Error("Sentence")
	}
	for _, l := range All {
		if p, err := Parse(l.Code()); err != nil || p != l {
			t.Errorf("Parse(%q) = %v, %v", l.Code(), p, err)
		}
	}
	if _, err := Parse("de"); err == nil {
		t.Error("Parse(de)")
	}
}

// TestUsualFrench: the words a French player expects for the screens'
// usual names (a hint is an « indice », not a « conseil »).
func TestUsualFrench(t *testing.T) {
	for en, fr := range map[string]string{"Hint": "Indice", "Undo": "Annuler", "Redo": "Refaire"} {
		if got := French.T(en); got != fr {
			t.Errorf("%q in French: %q, want %q", en, got, fr)
		}
	}
}

// TestNewcomerWords: the screens' words in both languages use none of the
// words a newcomer does not know, which a teacher had to explain (issue
// 31, newcomer item 4): "plies" (half-moves), and Daryon's "credit"
// outside the lesson that names it.
func TestNewcomerWords(t *testing.T) {
	jargon := []string{"plies", "ply ", "credit:", "demi-coup", "crédit\u00a0:"}
	for en, fr := range french {
		for _, j := range jargon {
			if strings.Contains(strings.ToLower(en), j) || strings.Contains(strings.ToLower(fr), j) {
				t.Errorf("%q (%q) says %q", en, fr, strings.TrimSpace(j))
			}
		}
	}
}
