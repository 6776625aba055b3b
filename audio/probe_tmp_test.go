package audio

import (
	"testing"
	"time"

	"github.com/ebitengine/oto/v3"
)

func TestProbeTmp(t *testing.T) {
	start := time.Now()
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{SampleRate: 48000, ChannelCount: 2, Format: oto.FormatFloat32LE})
	t.Logf("sync err=%v after %v", err, time.Since(start))
	if err != nil {
		return
	}
	<-ready
	t.Logf("ready after %v; err=%v", time.Since(start), ctx.Err())
}
