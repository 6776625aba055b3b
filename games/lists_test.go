package games_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path"
	"slices"
	"strconv"
	"testing"

	"tabula/games"
)

// testLists are the lists of the games that tests below this package keep
// for themselves, since they may not import it (the rules, the computer's
// play and the words must not link what sits above them): the file, from
// this package's folder, and the name of the list.
var testLists = []struct{ file, list string }{
	{"../rules/choices_test.go", "allGames"},
	{"../rules/ai/ai_test.go", "all"},
	{"../help/help_test.go", "games"},
}

// TestListsOfGames checks that every list of the games kept by a test below
// this package names the games of [games.All], in the same order: a sixth
// game added here and forgotten there fails this test instead of leaving
// the rules' tests silently blind to it.
func TestListsOfGames(t *testing.T) {
	var want []string
	for _, g := range games.All {
		want = append(want, g.Rules.Name)
	}
	for _, tl := range testLists {
		got, err := gamesListed(tl.file, tl.list)
		if err != nil {
			t.Errorf("%s: %v", tl.file, err)
			continue
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: %s lists %q, games.All %q", tl.file, tl.list, got, want)
		}
	}
}

// layers are the folders that hold a package per game.
var layers = map[string]bool{"tabula/rules": true, "tabula/rules/ai": true, "tabula/help": true}

// gamesListed reads the package-level variable list of the Go file named
// file and returns, for each element of its composite literal, the game its
// values come from: the last element of the import path of the packages it
// names (tabula/rules/daryon and tabula/help/daryon both give "daryon"). An
// element whose values come from two games, or from no game, is an error.
func gamesListed(file, list string) ([]string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	imports := map[string]string{} // local name to import path
	for _, imp := range f.Imports {
		p, err := strconv.Unquote(imp.Path.Value)
		if err != nil {
			return nil, err
		}
		name := path.Base(p)
		if imp.Name != nil {
			name = imp.Name.Name
		}
		imports[name] = p
	}
	lit := listLiteral(f, list)
	if lit == nil {
		return nil, fmt.Errorf("no variable %s with a composite literal", list)
	}
	var names []string
	for _, elt := range lit.Elts {
		game := ""
		var bad error
		ast.Inspect(elt, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			id, ok := sel.X.(*ast.Ident)
			if !ok {
				return true
			}
			p, ok := imports[id.Name]
			if !ok || !layers[path.Dir(p)] {
				return true
			}
			switch g := path.Base(p); {
			case game == "":
				game = g
			case game != g:
				bad = fmt.Errorf("%s: values of %s and %s in one entry", fset.Position(sel.Pos()), game, g)
			}
			return false
		})
		if bad != nil {
			return nil, bad
		}
		if game == "" {
			return nil, fmt.Errorf("%s: an entry that names no game's package", fset.Position(elt.Pos()))
		}
		names = append(names, game)
	}
	return names, nil
}

// listLiteral returns the composite literal that the package-level variable
// named list is set to in f, or nil.
func listLiteral(f *ast.File, list string) *ast.CompositeLit {
	for _, decl := range f.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.VAR {
			continue
		}
		for _, spec := range gen.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, name := range vs.Names {
				if name.Name != list || i >= len(vs.Values) {
					continue
				}
				if lit, ok := vs.Values[i].(*ast.CompositeLit); ok {
					return lit
				}
			}
		}
	}
	return nil
}
