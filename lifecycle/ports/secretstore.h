// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QString>

namespace kandesk {

// Where secret values live (profile env secrets, repository secrets, runtime tokens). The lifecycle
// only stores and reveals by id; an adapter maps this onto the real secret storage.
class SecretStore
{
public:
    virtual ~SecretStore() = default;
    // The value of secret id, or an error when it does not exist or cannot be read.
    virtual Expected<QString> reveal(const QString &id) = 0;
    // Creates or replaces a secret.
    virtual Status put(const QString &id, const QString &name, const QString &value) = 0;
    virtual Status remove(const QString &id) = 0;
};

} // namespace kandesk
