package docs

import (
	"bytes"
	"net/url"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

// root is the module's root, from this package's folder.
const root = ".."

// repoFiles returns the files of the repository, as slash-separated paths
// from its root: those git tracks, and those it would track if added (not
// ignored), so that a new document is checked before its first commit.
// Without git (an exported tree), it walks the folder, skipping .git.
func repoFiles(t *testing.T) []string {
	t.Helper()
	cmd := exec.Command("git", "ls-files", "-z", "--cached", "--others", "--exclude-standard")
	cmd.Dir = root
	out, err := cmd.Output()
	var files []string
	if err == nil {
		for _, f := range strings.Split(string(out), "\x00") {
			if f == "" {
				continue
			}
			// A file deleted in the work tree is still listed until the
			// deletion is committed: only what is there is checked.
			if info, err := os.Stat(filepath.Join(root, filepath.FromSlash(f))); err == nil && info.Mode().IsRegular() {
				files = append(files, f)
			}
		}
	} else {
		t.Logf("git ls-files: %v; walking the folder instead", err)
		err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && d.Name() == ".git" {
				return filepath.SkipDir
			}
			if d.Type().IsRegular() {
				rel, err := filepath.Rel(root, p)
				if err != nil {
					return err
				}
				files = append(files, filepath.ToSlash(rel))
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	slices.Sort(files)
	files = slices.Compact(files)
	if len(files) == 0 {
		t.Fatal("no file found in the repository")
	}
	return files
}

// htmlRef finds the targets of the src and href attributes of raw HTML in
// Markdown, such as the README's <img src="docs/diam-phone.png">.
var htmlRef = regexp.MustCompile(`(?i)\b(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)')`)

// links returns the destinations of the links and images of a Markdown
// document, and of the src and href attributes of its raw HTML.
func links(src []byte) []string {
	md := goldmark.New(goldmark.WithExtensions(extension.GFM))
	doc := md.Parser().Parse(text.NewReader(src))
	var out []string
	raw := func(segs *text.Segments) {
		var b bytes.Buffer
		for i := range segs.Len() {
			seg := segs.At(i)
			b.Write(seg.Value(src))
		}
		for _, m := range htmlRef.FindAllStringSubmatch(b.String(), -1) {
			out = append(out, m[1]+m[2])
		}
	}
	err := ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Link:
			out = append(out, string(n.Destination))
		case *ast.Image:
			out = append(out, string(n.Destination))
		case *ast.RawHTML:
			raw(n.Segments)
		case *ast.HTMLBlock:
			raw(n.Lines())
		}
		return ast.WalkContinue, nil
	})
	if err != nil {
		panic(err) // the walker above returns no error
	}
	return out
}

// TestLinks checks every relative link and image of every Markdown file of
// the repository: each must name a file or a folder of the repository
// (anchors are not checked). A link that leaves the repository, or names a
// file git ignores, would be broken in a fresh clone.
func TestLinks(t *testing.T) {
	files := repoFiles(t)
	known := map[string]bool{}
	for _, f := range files {
		known[f] = true
		for d := path.Dir(f); d != "."; d = path.Dir(d) {
			known[d+"/"] = true
		}
	}
	checked := 0
	for _, f := range files {
		if !strings.HasSuffix(f, ".md") {
			continue
		}
		src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(f)))
		if err != nil {
			t.Fatal(err)
		}
		for _, dest := range links(src) {
			target, ok := resolve(f, dest)
			if !ok {
				continue // a web address, or an anchor in the same file
			}
			checked++
			switch {
			case target == "" || target == ".." || strings.HasPrefix(target, "../"):
				t.Errorf("%s: link %q leaves the repository", f, dest)
			case !known[target] && !known[target+"/"]:
				t.Errorf("%s: link %q names %s, which is not in the repository", f, dest, target)
			}
		}
	}
	if checked == 0 {
		t.Error("no relative link found in the repository's Markdown: the parsing is broken")
	}
}

// resolve returns the path from the repository's root that the link dest
// of the Markdown file from names, without its anchor or query; ok is false
// for a link to be left alone: with a scheme (https:, mailto:), or only an
// anchor. A path starting with "/" is from the repository's root, as on
// the forges that render these files. A path that leaves the root starts
// with "..".
func resolve(from, dest string) (target string, ok bool) {
	u, err := url.Parse(dest)
	if err != nil {
		return dest, true // reported as not in the repository
	}
	if u.Scheme != "" || u.Host != "" || u.Path == "" {
		return "", false
	}
	if strings.HasPrefix(u.Path, "/") {
		return path.Clean(strings.TrimPrefix(u.Path, "/")), true
	}
	return path.Clean(path.Join(path.Dir(from), u.Path)), true
}

// TestResolve checks how a link is read.
func TestResolve(t *testing.T) {
	tests := []struct {
		from, dest, want string
		ok               bool
	}{
		{"README.md", "docs/referee.md", "docs/referee.md", true},
		{"docs/rules/daryon.en.md", "../README.md", "docs/README.md", true},
		{"docs/rules/daryon.en.md", "pictures/a%20b.png#top", "docs/rules/pictures/a b.png", true},
		{"docs/README.md", "rules/", "docs/rules", true},
		{"docs/README.md", "/rules/doc.go", "rules/doc.go", true},
		{"README.md", "../elsewhere/x.md", "../elsewhere/x.md", true},
		{"README.md", "https://ebitengine.org/", "", false},
		{"README.md", "mailto:someone@example.org", "", false},
		{"README.md", "#playing", "", false},
	}
	for _, tt := range tests {
		got, ok := resolve(tt.from, tt.dest)
		if got != tt.want || ok != tt.ok {
			t.Errorf("resolve(%q, %q) = %q, %v; want %q, %v", tt.from, tt.dest, got, ok, tt.want, tt.ok)
		}
	}
	src := []byte("# T\n\n[a](x.md) ![b](p.png \"t\") <https://x.org>\n\n<img src=\"docs/i.png\" width=\"9\">\n\n[c][r]\n\n[r]: y/\n")
	if got, want := links(src), []string{"x.md", "p.png", "docs/i.png", "y/"}; !slices.Equal(got, want) {
		t.Errorf("links = %q, want %q", got, want)
	}
}

// TestNoOutsideRules checks that no Go or Markdown file of the repository
// points at the rules files and sources kept outside it: the repository's
// own rules documents are docs/rules, and a clone has nothing beside it.
func TestNoOutsideRules(t *testing.T) {
	// Spelt in pieces, so that this file does not hold what it looks for.
	needles := []string{".." + "/shared", "shared" + "/rules", "shared" + "/seeds"}
	for _, f := range repoFiles(t) {
		if !strings.HasSuffix(f, ".go") && !strings.HasSuffix(f, ".md") {
			continue
		}
		src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(f)))
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			for _, n := range needles {
				if strings.Contains(line, n) {
					t.Errorf("%s:%d mentions %s: %s", f, i+1, n, strings.TrimSpace(line))
				}
			}
		}
	}
}
