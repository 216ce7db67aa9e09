// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/forge/forge.h"
#include "lifecycle/github/githubremote.h"

#include <memory>

namespace kandesk::github {

class GitHubClient;

// A GitHub repository as a forge: pull requests, check runs and statuses, merge, review comments.
class GitHubForge final : public forge::Forge
{
public:
    GitHubForge(RemoteRepository repository, std::unique_ptr<GitHubClient> client);
    ~GitHubForge() override;

    ForgeWords words() const override;
    QString site() const override { return m_repository.host; }
    QString repositoryName() const override;
    Expected<forge::PullRequest> createPullRequest(const forge::NewPullRequest &request) override;
    Expected<forge::PullRequest> pullRequest(int number) override;
    Expected<QList<forge::Check>> checks(const forge::PullRequest &pullRequest) override;
    Expected<QString> checkFailureDetail(const forge::Check &check, int maxLines) override;
    Expected<forge::MergeMethods> allowedMergeMethods() override;
    Expected<QString> merge(const forge::PullRequest &pullRequest, forge::MergeMethod method) override;
    Expected<QList<forge::PullRequestComment>> comments(int number) override;
    Status reply(int number, const QString &remoteId, const QString &text) override;
    Expected<bool> resolveThread(int number, const QString &remoteId) override;

private:
    RemoteRepository m_repository;
    std::unique_ptr<GitHubClient> m_client;
};

} // namespace kandesk::github
