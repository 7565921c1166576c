package rig

// RequestStatus is where a request to play a clip (SetClip, QueueClip)
// stands.
type RequestStatus uint8

// The statuses of a Request.
const (
	// RequestNone: the zero Request, which no call made.
	RequestNone RequestStatus = iota
	// RequestQueued: the clip waits in its track's queue.
	RequestQueued
	// RequestPlaying: the clip plays (or fades in) on its track.
	RequestPlaying
	// RequestDone: the request is over; Reason says how.
	RequestDone
)

var requestStatusNames = [...]string{"none", "queued", "playing", "done"}

// String returns the status's name, e.g. "playing".
func (s RequestStatus) String() string {
	if int(s) < len(requestStatusNames) {
		return requestStatusNames[s]
	}
	return "unknown"
}

// EndReason says how a request ended.
type EndReason uint8

// The reasons a request ends.
const (
	// EndComplete: the clip reached its end (EventClipEnd: a clip that
	// does not loop, or a looping one whose run the clip queued after it
	// without delay let finish), or the clip queued after it took over.
	EndComplete EndReason = iota
	// EndExit: an Exit let the clip finish its run.
	EndExit
	// EndStopped: Stop froze the pose.
	EndStopped
	// EndInterrupted: a set (SetClip, Play), ClearTrack or Reset replaced
	// the clip before it ended.
	EndInterrupted
	// EndDropped: a set, ClearTrack, Stop or Reset took the clip from its
	// queue before it started.
	EndDropped
	// EndForgotten: the request ended so long ago (more than
	// requestLogSize requests of the player ended since) that how is no
	// longer known.
	EndForgotten
)

var endReasonNames = [...]string{"complete", "exit", "stopped", "interrupted", "dropped", "forgotten"}

// String returns the reason's name, e.g. "interrupted".
func (r EndReason) String() string {
	if int(r) < len(endReasonNames) {
		return endReasonNames[r]
	}
	return "unknown"
}

// Request is the handle of one request to play a clip: a small
// comparable value that asks its player how the request stands, with no
// goroutine and no allocation. The events of its clip carry its ID
// (Event.Request). The zero Request is no request (RequestNone).
type Request struct {
	p     *Player
	epoch uint32
	id    uint32
}

// ID returns the request's id, unique for its player (until Reset): the
// Event.Request of its clip's events. 0 for the zero Request.
func (r Request) ID() uint32 { return r.id }

// Status returns where the request stands now.
func (r Request) Status() RequestStatus {
	st, _ := r.state()
	return st
}

// Reason returns how the request ended (EndComplete while it is not
// done).
func (r Request) Reason() EndReason {
	_, why := r.state()
	return why
}

// Done reports whether the request is over: its clip ended, or was
// interrupted or dropped.
func (r Request) Done() bool { return r.Status() == RequestDone }

// state returns the request's status and, once done, its reason.
func (r Request) state() (RequestStatus, EndReason) {
	if r.p == nil || r.id == 0 {
		return RequestNone, EndComplete
	}
	return r.p.requestState(r.epoch, r.id)
}

// requestLogSize is how many finished requests a Player remembers the
// outcome of.
const requestLogSize = 32

// requestLog remembers how the last requestLogSize finished requests of a
// Player ended. It exists once a Request was handed out.
type requestLog struct {
	ids  [requestLogSize]uint32
	why  [requestLogSize]EndReason
	next int
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

// finish ends the request of playback s, if it has one, for why.
func (p *Player) finish(s *playback, why EndReason) {
	if s.req != 0 {
		p.logRequest(s.req, why)
		s.req = 0
	}
}

// logRequest remembers that request id ended for why (when a handle may
// ask).
func (p *Player) logRequest(id uint32, why EndReason) {
	if id == 0 || p.x == nil || p.x.log == nil {
		return
	}
	l := p.x.log
	l.ids[l.next], l.why[l.next] = id, why
	l.next = (l.next + 1) % requestLogSize
}

// requestState finds request id of epoch: playing, queued, or in the log.
func (p *Player) requestState(epoch, id uint32) (RequestStatus, EndReason) {
	if p.x == nil || epoch != p.x.epoch || id > p.x.reqSeq {
		return RequestDone, EndInterrupted // a Reset came in between
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
		return st, EndComplete
	}
	l := p.x.log
	for i := range l.ids {
		if l.ids[i] == id {
			return RequestDone, l.why[i]
		}
	}
	return RequestDone, EndForgotten
}

// Request returns the handle of the request with the given id (the
// Event.Request of its clip's events), as SetClip or QueueClip returned
// it; the zero Request for 0. The player then remembers how its requests
// end.
func (p *Player) Request(id uint32) Request { return p.handOut(id) }
