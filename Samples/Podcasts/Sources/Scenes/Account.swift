import UIKit

final class AccountViewController: UIViewController {}
