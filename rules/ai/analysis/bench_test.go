package analysis_test

import (
	"testing"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/ai/analysis"
	daryonai "tabula/rules/ai/daryon"
	dejarikai "tabula/rules/ai/dejarik"
	diamai "tabula/rules/ai/diam"
	thayyamai "tabula/rules/ai/thayyam"
	"tabula/rules/daryon"
	"tabula/rules/dejarik"
	"tabula/rules/diam"
	"tabula/rules/thayyam"
)

// benchAnalysis measures the analysis of a seeded game of medium players,
// and reports the time it takes per 500 steps (the measure: a
// 500-step game in 2 s natively, 6 s in the browser).
func benchAnalysis(b *testing.B, g *rules.Game, e ai.Engine, args ...string) {
	h := play(b, g, e, args, []ai.Level{ai.Medium}, 11, 20000)
	j := judgeOf(b, e)
	b.ResetTimer()
	nodes := 0
	for b.Loop() {
		a := analysis.New(h, j)
		for !a.Step(5000) {
		}
		nodes += a.Work()
	}
	b.ReportMetric(float64(h.At()), "steps")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(b.Elapsed().Seconds()/float64(b.N)*500/float64(h.At()), "s/500steps")
}

// BenchmarkAnalysisDaryon measures the analysis of a two-player Daryon game.
func BenchmarkAnalysisDaryon(b *testing.B) { benchAnalysis(b, daryon.Game, daryonai.Engine) }

// BenchmarkAnalysisDaryon4 measures the analysis of a four-player Daryon game.
func BenchmarkAnalysisDaryon4(b *testing.B) {
	benchAnalysis(b, daryon.Game, daryonai.Engine, "players=4")
}

// BenchmarkAnalysisThayyam measures the analysis of a two-player Thayyam game.
func BenchmarkAnalysisThayyam(b *testing.B) { benchAnalysis(b, thayyam.Game, thayyamai.Engine) }

// BenchmarkAnalysisThayyam4 measures the analysis of a four-player Thayyam game.
func BenchmarkAnalysisThayyam4(b *testing.B) {
	benchAnalysis(b, thayyam.Game, thayyamai.Engine, "players=4")
}

// BenchmarkAnalysisDejarik measures the analysis of a Dejarik game.
func BenchmarkAnalysisDejarik(b *testing.B) { benchAnalysis(b, dejarik.Game, dejarikai.Engine) }

// BenchmarkAnalysisDiam measures the analysis of a Diam game.
func BenchmarkAnalysisDiam(b *testing.B) { benchAnalysis(b, diam.Game, diamai.Engine) }

// BenchmarkAnalysisDiam4 measures the analysis of a four-player Diam game.
func BenchmarkAnalysisDiam4(b *testing.B) { benchAnalysis(b, diam.Game, diamai.Engine, "players=4") }
