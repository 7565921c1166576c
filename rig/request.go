package rig

// RequestState is where a request to play a clip (SetClip, QueueClip)
// stands.
type RequestState uint8

// The states of a Request.
const (
	// RequestNone: the zero Request, which no call made.
	RequestNone RequestState = iota
	// RequestQueued: the clip waits in its track's queue.
	RequestQueued
	// RequestPlaying: the clip plays (or fades in) on its track.
	RequestPlaying
	// RequestEnded: the clip reached its end (EventClipEnd: a clip that holds,
	// or a looping one whose run an Exit or the queue ended), or the
	// clip queued after it took over.
	RequestEnded
	// RequestInterrupted: a set (SetClip, Play), ClearTrack, Stop or Reset
	// replaced the clip before it ended, or dropped it from the queue
	// before it started.
	RequestInterrupted
	// RequestDone: the request is over, but so long ago (more than
	// requestLogSize requests finished since) that how it ended is no
	// longer known.
	RequestDone
)

var requestStateNames = [...]string{"none", "queued", "playing", "ended", "interrupted", "done"}

// String returns the state's name, e.g. "playing".
func (s RequestState) String() string {
	if int(s) < len(requestStateNames) {
		return requestStateNames[s]
	}
	return "unknown"
}

// Over reports whether the state is final: ended, interrupted or done.
func (s RequestState) Over() bool { return s >= RequestEnded }

// Request is the handle of one request to play a clip: a small value
// that asks its player how the request stands, with no goroutine and no
// allocation. The events of its clip carry its ID (Event.Request).
// The zero Request is no request (RequestNone).
type Request struct {
	p     *Player
	epoch uint32
	id    uint32
}

// ID returns the request's id, unique for its player (until Reset): the
// Event.Request of its clip's events. 0 for the zero Request.
func (r Request) ID() uint32 { return r.id }

// State returns where the request stands now.
func (r Request) State() RequestState {
	if r.p == nil || r.id == 0 {
		return RequestNone
	}
	return r.p.requestState(r.epoch, r.id)
}

// Done reports whether the request is over: its clip ended, or was
// interrupted or dropped.
func (r Request) Done() bool { return r.State().Over() }

// requestLogSize is how many finished requests a Player remembers the
// outcome of.
const requestLogSize = 32

// requestLog remembers how the last requestLogSize finished requests of a
// Player ended. It exists once a Request was handed out.
type requestLog struct {
	ids   [requestLogSize]uint32
	state [requestLogSize]RequestState
	next  int
}

// newRequest returns the next request id.
func (p *Player) newRequest() uint32 {
	x := p.more()
	x.reqSeq++
	if x.reqSeq == 0 { // after 4 billion requests
		x.reqSeq = 1
	}
	return x.reqSeq
}

// handOut returns the handle of request id (none for 0) and makes the
// player log how its requests end from now on.
func (p *Player) handOut(id uint32) Request {
	if id == 0 {
		return Request{}
	}
	if x := p.more(); x.log == nil {
		x.log = new(requestLog)
	}
	return Request{p: p, epoch: p.x.epoch, id: id}
}

// finish ends the request of playback s, if it has one, as state.
func (p *Player) finish(s *playback, state RequestState) {
	if s.req != 0 {
		p.logRequest(s.req, state)
		s.req = 0
	}
}

// logRequest remembers that request id ended as state (when a handle
// may ask).
func (p *Player) logRequest(id uint32, state RequestState) {
	if id == 0 || p.x == nil || p.x.log == nil {
		return
	}
	l := p.x.log
	l.ids[l.next], l.state[l.next] = id, state
	l.next = (l.next + 1) % requestLogSize
}

// requestState finds request id of epoch: playing, queued, or in the log.
func (p *Player) requestState(epoch, id uint32) RequestState {
	if p.x == nil || epoch != p.x.epoch || id > p.x.reqSeq {
		return RequestInterrupted // a Reset came in between
	}
	st := RequestNone
	p.eachTrack(func(_ int, t *track) {
		if t.cur.req == id {
			st = RequestPlaying
		}
		for _, q := range t.queueItems() {
			if q.req == id {
				st = RequestQueued
			}
		}
	})
	if st != RequestNone {
		return st
	}
	if p.x != nil && p.x.log != nil {
		l := p.x.log
		for i := range l.ids {
			if l.ids[i] == id {
				return l.state[i]
			}
		}
	}
	return RequestDone
}
