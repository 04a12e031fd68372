package engine

import "github.com/spareggi/spareggi/internal/msg"

// CodedError is an error of the engine worded by a message (internal/msg):
// a declared ID with the values it cites, which user interfaces render in
// their language; Error returns its English.
type CodedError struct {
	msg.Message
}

// Error returns the message in English.
func (e *CodedError) Error() string { return e.English() }

// coded makes the CodedError of the message id citing args.
func coded(id msg.ID, args ...any) *CodedError { return &CodedError{msg.New(id, args...)} }

// Coded makes the CodedError of the message id citing args: the errors of
// the packages over the core (engine/prizes, engine/check …).
func Coded(id msg.ID, args ...any) *CodedError { return coded(id, args...) }

// Usage makes the UsageError of the message id citing args, like Coded.
func Usage(id msg.ID, args ...any) *UsageError { return usage(id, args...) }
