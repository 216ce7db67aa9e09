// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "npminstalldialog.h"

#include "application/settings/agentinstalls.h"
#include "models/whenfinished.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

namespace kandesk::ui {

NpmInstallDialog::NpmInstallDialog(QString homeDir, AgentDefinition agent, QString spec, QWidget *parent)
    : QDialog(parent)
    , m_home(std::move(homeDir))
    , m_agent(std::move(agent))
    , m_spec(std::move(spec))
{
    setObjectName(QStringLiteral("npmInstallDialog"));
    setWindowTitle(tr("Install %1?").arg(m_agent.displayName));
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("npmInstallText"));
    m_text->setWordWrap(true);
    m_text->setText(
        tr("%1 is not installed. Kandesk installs the npm package %2 (%3) into %4 and starts it from there "
           "with node, without npx.")
            .arg(m_agent.displayName, m_agent.npmPackage, m_spec.isEmpty() ? tr("the newest version") : m_spec,
                ManagedNpmAgents(m_home).agentsDir()));
    m_output = new QPlainTextEdit(this);
    m_output->setObjectName(QStringLiteral("npmInstallOutput"));
    m_output->setReadOnly(true);
    m_output->setMaximumBlockCount(2000);
    m_output->setPlaceholderText(tr("npm's output appears here while it installs"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_install = m_buttons->addButton(tr("Install"), QDialogButtonBox::AcceptRole);
    m_install->setObjectName(QStringLiteral("npmInstallButton"));
    m_install->setDefault(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_output, 1);
    layout->addWidget(m_buttons);
    connect(m_install, &QPushButton::clicked, this, &NpmInstallDialog::startInstall);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(640, 360);
}

NpmInstallDialog::~NpmInstallDialog() = default;

void NpmInstallDialog::append(const QString &line)
{
    m_output->appendPlainText(line);
}

void NpmInstallDialog::startInstall()
{
    if (m_installing)
        return;
    m_installing = true;
    m_install->setEnabled(false);
    append(tr("Installing %1@%2…").arg(m_agent.npmPackage, m_spec.isEmpty() ? QStringLiteral("latest") : m_spec));
    QPointer<NpmInstallDialog> self(this);
    auto output = [self](const QString &line) {
        QMetaObject::invokeMethod(
            self,
            [self, line] {
                if (self)
                    self->append(QStringLiteral("  ") + line);
            },
            Qt::QueuedConnection);
    };
    whenFinished(AgentInstalls(m_home).install(m_agent, m_spec, output), this, [this](const Expected<InstalledNpmAgent> &result) {
        m_installing = false;
        if (!result) {
            append(result.error());
            m_install->setEnabled(true);
            m_install->setText(tr("Try again"));
            Q_EMIT installFailed(result.error());
            return;
        }
        append(tr("Installed %1 %2.").arg(m_agent.npmPackage, result->version));
        Q_EMIT installed(result->version);
        accept();
    });
}

} // namespace kandesk::ui
