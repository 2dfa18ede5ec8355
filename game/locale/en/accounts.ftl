## Accounts online (game/app/online_account.py): a name with a password,
## signed in from any computer.

online-account = Account: sign in, create one, change the password, sign out
account-title = Account
account-sign-in = Sign in with your name and password
account-create = Create an account
account-change = Change your password
account-sign-out = Sign out of this computer
account-password-title = Password
account-new-password-title = New password, at least { $min } characters
account-again-title = The same password again
account-old-password-title = Your current password, empty if you have none yet
account-mismatch = The two passwords differ; nothing was done.
account-password-changed = Your password is changed; your other computers must sign in again with the new one.
account-sign-out-confirm = Sign out? This computer forgets your key: you come back as { $name } only with your password, and a name without a password is lost
account-stay = No, stay signed in
account-leave = Yes, sign out
account-signed-out = Signed out: this computer no longer knows your key.
account-not-signed-in = This computer is not signed in: sign in or create an account first.

# A password's line: what is typed is never said.
secret-char = star
secret-deleted = star deleted
secret-text = { $count ->
    [one] { $count } character, hidden
   *[other] { $count } characters, hidden
}

# The server's refusals about accounts, one sentence each.
account-error = { $code ->
    [bad-password] A password needs { $min } to { $max } characters.
    [sign-in-failed] That name and password do not match.
    [wrong-password] Your current password is not that one; nothing was changed.
    [password-wait] Too many wrong passwords: try again in { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }.
    [key-replaced] Your password was changed on another computer: sign in again with the new one, in the Account menu.
    [account-needed] This server lets in only accounts: sign in with your password, or create an account.
   *[has-account] That name has a password already: sign in with it.
}
