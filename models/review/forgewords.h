// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace kandesk {

// What a code host calls things, for sentences: "GitHub", "pull request", "PR", "#".
struct ForgeWords {
    QString host;
    QString request; // pull request, merge request
    QString shortRequest; // PR, MR
    QString mark; // # or !
    QString label(int number) const; // "PR #12", "MR !12"
    QString longLabel(int number) const; // "pull request #12", "merge request !12"
    QString sentenceLabel(int number) const; // "Pull request #12", "Merge request !12"
};
ForgeWords gitHubWords();
ForgeWords gitLabWords();
// The words of the host a pull request's address is on (GitLab's say /-/merge_requests/).
ForgeWords wordsForUrl(const QString &pullRequestUrl);

} // namespace kandesk
