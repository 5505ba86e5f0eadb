import UIKit

/// Downloaded episodes. Reached only through PodcastStep.downloadsAreRequired, which nothing sends.
final class DownloadsViewController: UITableViewController {}
