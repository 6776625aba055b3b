package pages

// The odds screen's facts: the sentences a teacher can use, how they are
// laid out, and the numbers written as the language writes them.

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/lang"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// drawFacts draws the sentences, never past their rectangle.
func (o *Odds) drawFacts(dst *ebiten.Image) {
	size := o.factsSize
	y := o.facts.Min.Y + size*0.7
	for _, l := range o.lines {
		if l == "" {
			y += size * 0.35
			continue
		}
		if y+size*0.5 > o.facts.Max.Y {
			break
		}
		sprites.Text(dst, l, sprites.Point{X: o.facts.Min.X, Y: y}, size, false, sprites.AlignLeft, sprites.Paper)
		y += size * 1.25
	}
}

// wrap breaks paragraphs into lines of width at size, with "" between
// paragraphs.
func (o *Odds) wrap(paras []string, width, size float64) []string {
	var lines []string
	for i, p := range paras {
		if i > 0 {
			lines = append(lines, "")
		}
		lines = append(lines, ui.Wrap(p, width, func(s string) float64 { return sprites.TextWidth(s, size, false) })...)
	}
	return lines
}

// linesHeight returns the height drawFacts gives lines at size.
func (o *Odds) linesHeight(lines []string, size float64) float64 {
	h := 0.0
	for _, l := range lines {
		if l == "" {
			h += size * 0.35
		} else {
			h += size * 1.25
		}
	}
	return h
}

// title returns the screen's title.
func (o *Odds) title() string { return o.env.F("The odds of the lots: %s", o.game.Rules.Title) }

// factSentences says the facts of the table: the mean; the lowest value's
// chance and the throws it takes to get one; the most common and the
// rarest values; the throws that give another throw and the length of a
// series; how close the experiment came to the exact chances.
func (o *Odds) factSentences() []string {
	e, t := o.env, o.table
	mean := t.Mean()
	out := []string{e.F("A throw is worth %s points on average (exactly %s).", o.decimal(mean.Float(), 2), mean.String())}

	low := t.Rows[0]
	wait, _ := t.Wait(low.Points)
	out = append(out, e.F("A throw worth %s comes %s in %d: it takes %s throws on average to get one.",
		o.pointsWord(low.Points), o.times(low.Ways), low.Of, o.decimal(wait.Float(), 1)))
	if note := o.game.Help.Lots[e.Lang]; note != "" {
		out[len(out)-1] += " " + note
	}

	most, least := 0, t.Of
	for _, r := range t.Rows {
		most, least = max(most, r.Ways), min(least, r.Ways)
	}
	if most != least {
		var common, rare []int
		for _, r := range t.Rows {
			if r.Ways == most {
				common = append(common, r.Points)
			}
			if r.Ways == least {
				rare = append(rare, r.Points)
			}
		}
		pc, pr := o.pct(float64(most)/float64(t.Of), 2), o.pct(float64(least)/float64(t.Of), 2)
		if len(common) == 1 {
			out = append(out, e.F("The most common throw is worth %s: %s in %d (%s).", o.pointsList(common, e.T(" and ")), o.times(most), t.Of, pc))
		} else {
			out = append(out, e.F("The most common throws are worth %s: %s in %d each (%s).", o.pointsList(common, e.T(" and ")), o.times(most), t.Of, pc))
		}
		if len(rare) == 1 {
			out = append(out, e.F("The rarest throw is worth %s: %s in %d (%s).", o.pointsList(rare, e.T(" and ")), o.times(least), t.Of, pr))
		} else {
			out = append(out, e.F("The rarest throws are worth %s: %s in %d each (%s).", o.pointsList(rare, e.T(" and ")), o.times(least), t.Of, pr))
		}
	}

	if q, pts, ok := t.Again(); ok {
		ways := int(q.Num * int64(t.Of) / q.Den)
		s := e.F("A throw worth %s gives another throw: %s in %d (%s).", o.pointsList(pts, e.T(" or ")), o.times(ways), t.Of, o.pct(q.Float(), 2))
		if series, ok := t.Series(); ok {
			s += " " + e.F("A series lasts %s throws on average.", o.decimal(series.Float(), 2))
		}
		out = append(out, s)
	}

	if n := o.experiment.Total(); n > 0 {
		out = append(out, e.F("After %s throws in the experiment, every share is within %s percentage points of its exact chance.", o.integer(n), o.decimal(t.Gap(o.experiment)*100, 1)))
	} else {
		out = append(out, e.T("Throw many times: the more throws, the closer the shares come to the exact chances."))
	}
	return out
}

// times says a number of times: "1 time", "6 times".
func (o *Odds) times(n int) string { return o.env.N(n, "%d time", "%d times") }

// pointsWord says a number of points: "1 point", "12 points".
func (o *Odds) pointsWord(n int) string { return o.env.N(n, "%d point", "%d points") }

// pointsList says values of points: "12 points", "6 and 12 points",
// "1, 4 or 8 points", joined by last.
func (o *Odds) pointsList(values []int, last string) string {
	if len(values) == 0 {
		return ""
	}
	words := make([]string, len(values)-1)
	for i, v := range values[:len(values)-1] {
		words[i] = strconv.Itoa(v)
	}
	end := o.pointsWord(values[len(values)-1])
	if len(words) == 0 {
		return end
	}
	return strings.Join(words, ", ") + last + end
}

// one reports whether n things are said in the singular: 1 in English,
// 0 and 1 in French (as [lang.Lang.N]).
func (o *Odds) one(n int) bool { return n == 1 || o.env.Lang == lang.French && n == 0 }

// integer writes n with its thousands marked as the language does:
// "1,000" in English, "1 000" (a no-break space) in French.
func (o *Odds) integer(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return "-" + o.integer(-n)
	}
	sep := ","
	if o.env.Lang == lang.French {
		sep = "\u00a0"
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + sep + s[i:]
	}
	return s
}

// decimal writes x with at most prec decimals, without trailing zeros,
// with the language's decimal mark: "3.19", "2.5" in English, "3,19" in
// French.
func (o *Odds) decimal(x float64, prec int) string {
	s := strconv.FormatFloat(x, 'f', prec, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if o.env.Lang == lang.French {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// pct writes a share as a percentage with at most prec decimals: "31.25%"
// in English, "31,25 %" in French.
func (o *Odds) pct(share float64, prec int) string {
	s := o.decimal(share*100, prec)
	if o.env.Lang == lang.French {
		return s + "\u00a0%"
	}
	return s + "%"
}
