// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/forge/forge.h"
#include "lifecycle/gitlab/gitlabproject.h"

#include <memory>

namespace kandesk::gitlab {

class GitLabClient;
struct Job;

// A GitLab project as a forge: merge requests, the newest pipeline's jobs as checks, merge as the
// project allows it, discussions as review comments.
class GitLabForge final : public forge::Forge
{
public:
    GitLabForge(Project project, std::unique_ptr<GitLabClient> client);
    ~GitLabForge() override;

    ForgeWords words() const override;
    QString site() const override { return m_project.host; }
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
    Project m_project;
    std::unique_ptr<GitLabClient> m_client;
};

// A job as a check: success passes; failed fails unless it may (then neutral), canceled fails;
// skipped and manual are neutral; created, pending, running and the rest still run.
forge::Check checkOfJob(const Job &job);

} // namespace kandesk::gitlab
