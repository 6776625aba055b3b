package play

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/lang"
	"tabula/rules"
	"tabula/scenes/solved"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// statusLine is the words under the turn's header: whose turn it is (or
// the step looked back at), and what the last tap did.
type statusLine struct {
	message string       // the turn line: whose turn, or the step looked back at
	actor   rules.Player // the seat the turn line speaks of, whose mark it follows
	note    string       // what the last tap did (a hint, why a move was refused, a problem), until the next step
	// at is the number of steps of the game's present when the turn line
	// was said: while a step played since animates, the line still shows
	// the turn before it, which is no longer news (see turnLine).
	at int
	// glowFor is the seat whose turn the glow around its mark marks, and
	// glow the ticks since its turn came: the glow grows in as it comes.
	glowFor rules.Player
	glow    int
}

// turnLine returns the turn line as news, for a screen reader: the line,
// or "" while it speaks of a turn already played (a step animates, or
// plays itself, before the screen refreshes), so that the turn it named
// is never said after its step.
func (p *Play) turnLine() string {
	if p.status.at != p.sess.History().At() {
		return ""
	}
	return p.status.message
}

// glowTicks is how long the glow of a seat whose turn comes takes to grow
// in, at normal speed.
const glowTicks = 18

// follow counts a tick of the turn of actor, whose mark glows: the glow
// starts again when the turn passes, and follow reports it.
func (s *statusLine) follow(actor rules.Player) (passed bool) {
	if actor != s.glowFor {
		s.glowFor, s.glow = actor, 0
		return true
	}
	s.glow = min(s.glow+1, glowTicks*2)
	return false
}

// glowing returns how grown the glow is, 0 to 1, at speed: at once at the
// speed instant.
func (s *statusLine) glowing(speed anim.Speed) float64 {
	if n := speed.Scale(glowTicks); n > 0 && s.glow < n {
		return anim.Out(float64(s.glow) / float64(n))
	}
	return 1
}

// A heading is what the header of the side panel says at a tick.
type heading struct {
	marks   []sprites.PieceStyle // the colour and mark of the seat the turn line names
	message string               // the turn line
	note    string               // what the last tap did, or the last step in words
	noteLit bool                 // the note is news (a refusal, a hint, a problem), lit
	glow    float64              // how grown the glow around the marks is, 0 to 1
	thinks  bool                 // the seat to act is the computer's: its glow is not a person's
	caption string               // what the board does not show
	room    string               // a room's code and who is connected
}

// Draw draws the top of the side panel hud in a screen of metrics m: the
// turn line, after the colour and mark of the seat to act; under it, what
// the last tap did or the last step in words; then what the board does not
// show (a pool of throws, reserves, credit, the match's score, the
// analysis) and a room's line. The marks are shapes, drawn in the shapes'
// pass; the words in the words' (see ui.Pass).
func (s *statusLine) Draw(screen *ebiten.Image, ps ui.Pass, hud sprites.Rect, m ui.Metrics, h heading) {
	x0, x1, y := hud.Min.X, hud.Max.X, hud.Min.Y
	x := x0
	r := m.Text * 0.42
	if ps == ui.PassShapes && len(h.marks) > 0 && h.glow > 0 {
		drawGlow(screen, sprites.Point{X: x0, Y: y + m.Text*0.72}, r, len(h.marks), m, h.glow, h.thinks)
	}
	for _, style := range h.marks {
		if ps == ui.PassShapes {
			sprites.Pawn(screen, sprites.Point{X: x + r, Y: y + m.Text*0.72}, r, style, 1)
		}
		x += 2*r + m.Pad*0.3
	}
	if x > x0 {
		x += m.Pad*0.3 + r*0.5 // clear of the glow
	}
	if ps == ui.PassShapes {
		return
	}
	msgH, noteH, capH := headerHeights(h, x1-x, x1-x0, m)
	ui.DrawFitted(screen, h.message, sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x1, Y: y + msgH}}, m.Text, sprites.Paper)
	y += msgH
	clr := color.Color(sprites.Paper)
	if h.noteLit {
		clr = sprites.Highlight
	}
	ui.DrawFitted(screen, h.note, sprites.Rect{Min: sprites.Point{X: x0, Y: y}, Max: sprites.Point{X: x1, Y: y + noteH - m.Text*0.1}}, m.Text*0.85, clr)
	y += noteH
	ui.DrawFitted(screen, h.caption, sprites.Rect{Min: sprites.Point{X: x0, Y: y}, Max: sprites.Point{X: x1, Y: y + capH}}, m.Text*0.8, sprites.WoodLight)
	y += capH - m.Text*1.3
	if h.room != "" {
		y += m.Text * 1.4
		ui.DrawFitted(screen, h.room, sprites.Rect{Min: sprites.Point{X: x0, Y: y}, Max: sprites.Point{X: x1, Y: y + m.Text*roomLines}}, m.Text*0.8, sprites.Paper)
	}
}

// headerHeights shares the header's height between its turn line (msgW
// wide), its note and its caption (w wide), in a screen of metrics m: the
// turn line takes a second line, and the caption more, when their words
// need them (a long name "is thinking", Dejarik's analysis legend), which
// they had shrunk into one, and the note the rest, at least a line.
func headerHeights(h heading, msgW, w float64, m ui.Metrics) (msg, note, caption float64) {
	lines := func(text string, width, size float64) int {
		return len(ui.Wrap(text, width, func(s string) float64 { return sprites.TextWidth(s, size, false) }))
	}
	msg, caption = m.Text*1.45, m.Text*1.3
	if lines(h.message, msgW, m.Text) > 1 {
		msg += m.Text * 1.25
	}
	// The caption's lines, up to what leaves the note a line.
	least := m.Text * 1.25
	if n := lines(h.caption, w, m.Text*0.8); n > 1 {
		caption = min(m.Text*(1.3+float64(n-1)), m.Text*5.75-msg-least)
	}
	note = max(least, m.Text*5.75-msg-caption)
	return msg, note, caption
}

// computerGlow is the glow around the marks of a computer's seat: a
// cool grey-blue, where a person's is the warm highlight, so that a
// family sees at a glance whether it is one of them to play.
var computerGlow = color.RGBA{0x9c, 0xb6, 0xc8, 0xff}

// drawGlow draws the glow of the seat whose turn it is around its n marks
// of radius r, the first centred at r from left: a halo of the highlight
// for a person, grown by k (0 to 1); a thinner ring of grey-blue, barely
// filled, for the computer.
func drawGlow(screen *ebiten.Image, left sprites.Point, r float64, n int, m ui.Metrics, k float64, computer bool) {
	w := float64(n)*(2*r+m.Pad*0.3) - m.Pad*0.3
	grow := r * 0.55 * k
	box := sprites.Rect{Min: sprites.Point{X: left.X - grow, Y: left.Y - r - grow}, Max: sprites.Point{X: left.X + w + grow, Y: left.Y + r + grow}}
	hl, fill, stroke := sprites.Highlight, 0x70, math.Max(1, r*0.18)
	if computer {
		hl, fill, stroke = computerGlow, 0x30, math.Max(1, r*0.12)
	}
	ui.RoundRect(screen, box, r+grow, color.NRGBA{hl.R, hl.G, hl.B, uint8(float64(fill) * k)})
	ui.StrokeRoundRect(screen, box, r+grow, stroke, color.NRGBA{hl.R, hl.G, hl.B, uint8(0xe0 * k)})
}

// askWhich draws, in the words' pass, the question of the buttons when
// several moves join the places tapped.
func askWhich(screen *ebiten.Image, hud sprites.Rect, m ui.Metrics, question string) {
	ui.DrawWrapped(screen, question, sprites.Rect{Min: sprites.Point{X: hud.Min.X, Y: hud.Min.Y + m.Text*2.4}, Max: hud.Max}, m.Text*0.9, sprites.Highlight)
}

// marker is implemented by views that show the style of a seat's pieces
// (their colour and mark), for the turn line.
type marker interface {
	Marks(s rules.State, p rules.Player) []sprites.PieceStyle
}

// captioner is implemented by views that say in a line what the board
// alone does not show (Thayyam's pool of throws, Diam's reserves), in a
// language, naming seats with name.
type captioner interface {
	Caption(l lang.Lang, s rules.State, name func(rules.Player) string) string
}

// caption says what the board of view does not show in the position st:
// its caption and the match's score, in words's language.
func caption(words speaker, view any, st rules.State) string {
	var parts []string
	if c, ok := view.(captioner); ok {
		if text := c.Caption(words.env.Lang, st, words.seat); text != "" {
			parts = append(parts, text)
		}
	}
	sess := words.sess
	if goal := sess.Game().Rules.MatchPoints; goal > 0 {
		score := make([]string, sess.State().Players())
		for i := range score {
			n := 0
			if sc := sess.Score(); i < len(sc) {
				n = sc[i]
			}
			score[i] = words.seat(rules.Player(i)) + " " + strconv.Itoa(n)
		}
		parts = append(parts, words.env.F("Match to %d: %s", goal, strings.Join(score, ", ")))
	}
	return strings.Join(parts, "; ")
}

// headingOf returns what the header of p says at this tick.
func headingOf(p *Play) heading {
	h := p.sess.History()
	shown := p.record.shownAt(h)
	var hd heading
	if mk, ok := p.board.View.(marker); ok && p.phase != PhaseReading && p.phase != PhaseOver {
		// The mark of the seat the turn line names: while a step plays,
		// the session has already passed the turn on.
		hd.marks = mk.Marks(p.sess.State(), p.status.actor)
		hd.glow = p.status.glowing(p.env.Speed)
		seats := p.sess.Seats()
		hd.thinks = p.status.actor >= 0 && int(p.status.actor) < len(seats) && seats[p.status.actor].Computer
	}
	hd.message = p.status.message
	if p.phase == PhaseThinking && p.sess.ComputerDecides() && len(p.sess.State().Legal(nil)) > 1 {
		// The computer thinks: dots that come and go, counted in ticks.
		c := &p.advice.computer
		hd.message += strings.Repeat(".", 1+(c.thought/dotTicks)%3)
		if loading := awaits(p.env, p.sess); c.search == nil && loading != "" {
			hd.message += " " + loading
		}
	}
	hd.note, hd.noteLit = noteNow(p, shown)
	hd.caption = captionOf(p)
	if p.server != nil {
		hd.room = p.server.Line(p.words.seat, p.sess.Here)
	}
	return hd
}

// captionOf says what the board of p does not show: the analysis when it
// is on, otherwise the view's caption and the match's score. While the
// lots are in the air, the caption speaks of the position before the
// throw, so that the points show when the lots land.
func captionOf(p *Play) string {
	shownAnalysis := p.phase == PhaseAwait && solved.On(p.env, p.sess)
	if line := p.advice.solved.Line(p.env, shownAnalysis, p.board.Picking.Selected != nil); line != "" {
		return line
	}
	h := p.sess.History()
	st := h.StateAt(p.record.shownAt(h))
	if p.lots.Throwing && p.record.shown < 0 && h.At() > 0 {
		st = h.StateAt(h.At() - 1)
	}
	return caption(p.words, p.board.View, st)
}

// noteNow returns the note under the turn line of p as it shows this
// tick, and whether it is news, lit: a room's problem, what the last tap
// did (with dots that come and go while a hint is looked for), or the
// last step in words; before the first step, what the first turns ask.
func noteNow(p *Play, shown int) (string, bool) {
	if p.server != nil {
		if problem := p.server.Problem(); problem != "" {
			return problem, true
		}
	}
	if h := &p.advice.hint; h.search != nil {
		return p.status.note + strings.Repeat(".", 1+(h.ticks/dotTicks)%3), true
	}
	if p.status.note != "" {
		return p.status.note, true
	}
	if text := p.record.lastText(p.words, p.lots.Throwing); text != "" || shown > 0 {
		return text, false
	}
	// Before the first step: what the first turns ask (a pawn leaves home
	// only on a 1), before a pass says it.
	if opening := p.sess.Game().Help.Opening; opening != nil {
		return opening(p.env.Lang, p.sess.History().StateAt(shown)), false
	}
	return "", false
}
