package engine

import "fmt"

// CodedError is an error of the engine with a code and the values it
// cites, so that user interfaces can word it in their language; Error
// returns the English text.
type CodedError struct {
	Code string
	Args []string
	Text string
}

// Error returns the English text.
func (e *CodedError) Error() string { return e.Text }

// Codedf makes a CodedError whose English text is format with args, and
// whose Args are the args as text: the errors of the packages over the
// core (engine/prizes …).
func Codedf(code, format string, args ...any) *CodedError { return codedf(code, format, args...) }

// Usagef makes a UsageError with a code, like Codedf.
func Usagef(code, format string, args ...any) *UsageError { return usagef(code, format, args...) }

// codedf makes a CodedError whose English text is format with args, and
// whose Args are the args as text.
func codedf(code, format string, args ...any) *CodedError {
	s := make([]string, len(args))
	for i, a := range args {
		s[i] = fmt.Sprint(a)
	}
	return &CodedError{Code: code, Args: s, Text: fmt.Sprintf(format, args...)}
}
