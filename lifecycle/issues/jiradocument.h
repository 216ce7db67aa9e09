// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>

namespace kandesk::issues {

// Jira's Atlassian Document Format as Markdown: paragraphs, headings, bullet and ordered lists
// (nested ones indented), block quotes, rules, code blocks (fenced, with their language), the
// code, strong, em and strike marks, links as [text](href), hard breaks as newlines, mentions as
// @name; any other node as its text.
QString adfToMarkdown(const QJsonObject &document);

// Markdown as a document Jira takes for a comment: paragraphs split on blank lines (single
// newlines as hard breaks) and fenced code blocks as code blocks; the rest stays literal text.
QJsonObject markdownToAdf(const QString &markdown);

} // namespace kandesk::issues
