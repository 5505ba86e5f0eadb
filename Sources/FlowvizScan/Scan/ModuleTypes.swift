import FlowvizCore

/// flowviz's location, not swift-syntax's type of the same name.
typealias SourceLocation = FlowvizCore.SourceLocation
