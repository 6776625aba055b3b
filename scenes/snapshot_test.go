package scenes

import (
	"crypto/sha256"
	hexenc "encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/lang"
	"tabula/scenes/menus"
	"tabula/scenes/rooms"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/sprites/spritestest"
)

// The screens' snapshots: what every screen shows, as its probe says it
// (testdata/screens/NAME.json) and, with -screens-pixels, as its pixels
// (their SHA-256 in testdata/screens/pixels.txt), in both languages, in a
// desktop's window and an upright phone's. A change of the screens'
// code that changes nothing a person sees leaves them as they are, byte
// for byte; a change that does is written with -screens-update and read
// in the diff. The pixels are checked on demand only (make snapshots),
// with this test alone in its process: Ebitengine's vector package fills
// shapes through a buffer shared by every drawing, whose size follows the
// largest drawn yet, and an anti-aliased edge rounds a shade apart after
// other tests' drawings (or on another machine's renderer).
var (
	updateScreens = flag.Bool("screens-update", false, "TestScreenSnapshots: write the snapshots anew")
	checkPixels   = flag.Bool("screens-pixels", false, "TestScreenSnapshots: compare the pixels too")
)

// snapshotWindows are the windows the snapshots are taken in.
var snapshotWindows = [][2]int{{1280, 800}, {390, 844}}

// A snapshot is a screen's probe in one language and window.
type snapshot struct {
	Lang   string   `json:"lang"`
	Window string   `json:"window"`
	Probe  ui.Probe `json:"probe"`
}

// TestScreenSnapshots takes the snapshot of every screen (contrastScreens
// and snapshotScreens) and compares it with the one kept.
func TestScreenSnapshots(t *testing.T) {
	if testing.Short() {
		t.Skip("draws every screen four times")
	}
	defer scenestest.RestoreLook()
	dir := filepath.Join("testdata", "screens")
	pixelsFile := filepath.Join(dir, "pixels.txt")
	pixels := readPixelSums(t, pixelsFile)
	got := map[string]string{}
	screens := append(contrastScreens(), snapshotScreens()...)
	names := map[string]bool{}
	for _, sc := range screens {
		file := strings.ReplaceAll(sc.name, " ", "-")
		if names[file] {
			t.Fatalf("two screens named %q", file)
		}
		names[file] = true
		var shots []snapshot
		for _, l := range lang.All {
			for _, win := range snapshotWindows {
				w, h := win[0], win[1]
				env := scenestest.LookEnv(false, "normal")
				env.Lang = l
				scenes := sc.build(t, env, w, h)
				top := scenes[len(scenes)-1]
				var pr ui.Probe
				if p, ok := top.(ui.Prober); ok {
					p.Probe(&pr)
				}
				if pr.Title == "" && w == snapshotWindows[0][0] {
					// The page's h1 and the first words a screen reader says.
					t.Errorf("%s (%s): the screen does not name itself (its probe has no title)", sc.name, l.Code())
				}
				shots = append(shots, snapshot{Lang: l.Code(), Window: fmt.Sprintf("%dx%d", w, h), Probe: pr})
				if !*checkPixels && !*updateScreens {
					continue
				}
				key := fmt.Sprintf("%s %s %dx%d", file, l.Code(), w, h)
				vis := visibleScenes(scenes)
				img := spritestest.Render(t, w, h, func(dst *ebiten.Image) {
					for _, s := range vis {
						s.Draw(dst)
					}
				})
				if d := os.Getenv("TABULA_SNAPSHOT_DUMP"); d != "" {
					if f, err := os.Create(filepath.Join(d, strings.ReplaceAll(key, " ", "-")+".png")); err == nil {
						png.Encode(f, img)
						f.Close()
					}
				}
				sum := sha256.Sum256(img.Pix)
				got[key] = hexenc.EncodeToString(sum[:])
				if want, ok := pixels[key]; ok && want != got[key] && !*updateScreens {
					out := filepath.Join(t.TempDir(), strings.ReplaceAll(key, " ", "-")+".png")
					if f, err := os.Create(out); err == nil {
						png.Encode(f, img)
						f.Close()
					}
					t.Errorf("%s: the pixels differ from the snapshot (drawn now: %s)", key, out)
				}
			}
		}
		data, err := json.MarshalIndent(shots, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		data = append(data, '\n')
		path := filepath.Join(dir, file+".json")
		if *updateScreens {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%s: no snapshot (run with -screens-update): %v", sc.name, err)
			continue
		}
		if string(want) != string(data) {
			t.Errorf("%s: the probe differs from %s:\n%s", sc.name, path, firstDifference(string(want), string(data)))
		}
	}
	if *updateScreens {
		writePixelSums(t, pixelsFile, got)
	}
}

// snapshotScreens are the screens the snapshots take besides those of
// contrastScreens: the list of the rooms held here, and the set-up of a
// record continued from one of its steps.
func snapshotScreens() []contrastScreen {
	return []contrastScreen{
		{name: "my rooms", build: func(t *testing.T, env *ui.Env, w, h int) []ui.Scene {
			renv, _, _ := scenestest.RoomsEnv(t)
			env.Store, env.Server, env.Rooms = renv.Store, renv.Server, renv.Rooms
			tl := menus.NewTitle(env)
			scenestest.AwaitAnswers(t, env, tl)
			r := rooms.NewMyRooms(env)
			for range 3 {
				r.Update(&ui.Input{Width: w, Height: h})
			}
			return []ui.Scene{r}
		}},
		{name: "continue", build: func(t *testing.T, env *ui.Env, w, h int) []ui.Scene {
			s := scenestest.Session(t, env, "thayyam", nil, 12, 0)
			return []ui.Scene{scenestest.Updated(menus.NewContinue(env, s.Game(), s.History()), w, h, 2)}
		}},
	}
}

// firstDifference shows the first line where two texts differ.
func firstDifference(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := range max(len(wl), len(gl)) {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d:\nwant %s\ngot  %s", i+1, w, g)
		}
	}
	return "(the same lines)"
}

// readPixelSums reads the pixels' sums kept, "NAME LANG WxH SUM" a line.
func readPixelSums(t *testing.T, path string) map[string]string {
	sums := map[string]string{}
	data, err := os.ReadFile(path)
	if err != nil {
		if *checkPixels {
			t.Fatalf("no pixels' snapshot (run with -screens-update): %v", err)
		}
		return sums
	}
	for line := range strings.SplitSeq(strings.TrimSpace(string(data)), "\n") {
		f := strings.Fields(line)
		if len(f) == 4 {
			sums[strings.Join(f[:3], " ")] = f[3]
		}
	}
	return sums
}

// writePixelSums writes the pixels' sums, sorted.
func writePixelSums(t *testing.T, path string, sums map[string]string) {
	var lines []string
	for k, v := range sums {
		lines = append(lines, k+" "+v)
	}
	slices.Sort(lines)
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}
