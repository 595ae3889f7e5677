import Foundation

// A closed pipe is a write error the tool reports (exit 74), not a signal
// that ends it silently.
signal(SIGPIPE, SIG_IGN)
exit(MappingsTool.main())
