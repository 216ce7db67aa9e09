// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

class QPalette;

namespace KSyntaxHighlighting {
class Repository;
class Theme;
} // namespace KSyntaxHighlighting

namespace kandesk::ui {

// The process's one definition repository. Loading it reads hundreds of definitions (about 10 ms),
// so it is done once: on first use, or ahead of it by warmUpSyntaxRepository. Used from the GUI
// thread only.
KSyntaxHighlighting::Repository &syntaxRepository();

// Loads the repository on a pool thread now, so that the first transcript or diff shown does not
// stall the GUI thread for it. A use meanwhile waits for the load to end.
void warmUpSyntaxRepository();

// The light or dark theme that suits the palette, so highlighting follows the system's colours.
KSyntaxHighlighting::Theme syntaxThemeFor(const QPalette &palette);

} // namespace kandesk::ui
