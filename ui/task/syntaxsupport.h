// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

class QPalette;

namespace KSyntaxHighlighting {
class Repository;
class Theme;
} // namespace KSyntaxHighlighting

namespace kandesk::ui {

// The process's one definition repository (loading it parses hundreds of definitions, so it is
// done once, on first use). GUI thread only.
KSyntaxHighlighting::Repository &syntaxRepository();

// The light or dark theme that suits the palette, so highlighting follows the system's colours.
KSyntaxHighlighting::Theme syntaxThemeFor(const QPalette &palette);

} // namespace kandesk::ui
