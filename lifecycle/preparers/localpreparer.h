// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/prepare.h"

namespace kandesk {

// The local executor works in the repository itself: Validate workspace, Checkout branch (when one
// is given), Run setup script (when there is one).
class LocalPreparer final : public EnvPreparer
{
public:
    QString name() const override { return QStringLiteral("local"); }
    EnvPrepareResult prepare(const EnvPrepareRequest &request, const PrepareProgressCallback &onProgress) override;
};

} // namespace kandesk
