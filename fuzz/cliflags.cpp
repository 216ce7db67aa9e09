// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A profile's agent flags as a user types them, into the tokenizer that splits them like a shell.
#include "models/agents/cliflagtokenizer.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto tokens = kandesk::tokenizeCommandLine(QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (tokens)
        (void)tokens->size();
    return 0;
}
