// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsnpmagentpanel.h"

#include "models/whenfinished.h"

#include <QComboBox>
#include <QLineEdit>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

// What an operation's future says: nothing when it went well, else why not.
template<typename T> QFuture<QString> problemOf(QFuture<T> future)
{
    return future.then([](const T &result) { return result ? QString() : result.error(); });
}

} // namespace

SettingsNpmAgentPanel::SettingsNpmAgentPanel(QString homeDir, QWidget *parent)
    : QWidget(parent)
    , m_home(std::move(homeDir))
{
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("npmAgentTitle"));
    m_installed = new QLabel(this);
    m_installed->setObjectName(QStringLiteral("npmAgentInstalled"));
    m_installed->setWordWrap(true);
    m_latest = new QLabel(this);
    m_latest->setObjectName(QStringLiteral("npmAgentLatest"));
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("npmAgentProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_pin = new QComboBox(this);
    m_pin->setObjectName(QStringLiteral("npmAgentPin"));
    m_pin->setEditable(true);
    m_pin->setAccessibleName(tr("Pinned version"));
    m_pin->lineEdit()->setAccessibleName(m_pin->accessibleName());
    m_pin->setToolTip(tr("The version this agent's launches use (a profile may pin another); empty: the newest installed"));
    m_pinApply = new QPushButton(tr("Pin"), this);
    m_pinApply->setObjectName(QStringLiteral("npmAgentPinApply"));
    m_install = new QPushButton(tr("Install"), this);
    m_install->setObjectName(QStringLiteral("npmAgentInstall"));
    m_update = new QPushButton(tr("Update"), this);
    m_update->setObjectName(QStringLiteral("npmAgentUpdate"));
    m_remove = new QPushButton(tr("Remove"), this);
    m_remove->setObjectName(QStringLiteral("npmAgentRemove"));
    m_check = new QPushButton(tr("Check for updates"), this);
    m_check->setObjectName(QStringLiteral("npmAgentCheck"));
    m_output = new QPlainTextEdit(this);
    m_output->setObjectName(QStringLiteral("npmAgentOutput"));
    m_output->setReadOnly(true);
    m_output->setMaximumBlockCount(2000);
    m_output->setPlaceholderText(tr("npm's output appears here while it installs"));
    m_output->hide();

    auto *form = new QFormLayout;
    form->addRow(tr("Installed"), m_installed);
    form->addRow(tr("Newest"), m_latest);
    auto *pinRow = new QHBoxLayout;
    pinRow->addWidget(m_pin, 1);
    pinRow->addWidget(m_pinApply);
    form->addRow(tr("Version pin"), pinRow);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_check);
    buttons->addStretch(1);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_update);
    buttons->addWidget(m_install);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addLayout(buttons);
    layout->addWidget(m_output, 1);
    // Tab reads the buttons' row as it shows, left to right.
    setTabOrder(m_pinApply, m_check);
    setTabOrder(m_check, m_remove);
    setTabOrder(m_remove, m_update);
    setTabOrder(m_update, m_install);

    connect(m_install, &QPushButton::clicked, this, &SettingsNpmAgentPanel::install);
    connect(m_update, &QPushButton::clicked, this, &SettingsNpmAgentPanel::update);
    connect(m_remove, &QPushButton::clicked, this, &SettingsNpmAgentPanel::remove);
    connect(m_check, &QPushButton::clicked, this, &SettingsNpmAgentPanel::checkLatest);
    connect(m_pinApply, &QPushButton::clicked, this, &SettingsNpmAgentPanel::applyPin);
    hide();
}

SettingsNpmAgentPanel::~SettingsNpmAgentPanel() = default;

void SettingsNpmAgentPanel::setAgent(const AgentDefinition *agent, const QSet<QString> &keep)
{
    const bool npm = agent && !agent->isCustom() && !agent->npmPackage.isEmpty();
    setVisible(npm);
    if (!npm) {
        m_agent = AgentDefinition {};
        return;
    }
    if (m_agent.id != agent->id)
        m_output->clear();
    m_agent = *agent;
    m_keep = keep;
    m_title->setText(tr("<b>%1</b> — npm package %2, installed into Kandesk's home and started with node")
                         .arg(m_agent.displayName.toHtmlEscaped(), m_agent.npmPackage.toHtmlEscaped()));
    reload();
}

void SettingsNpmAgentPanel::reload()
{
    const int generation = ++m_generation;
    whenFinished(AgentInstalls(m_home).state(m_agent), this, [this, generation](const NpmAgentState &state) {
        if (generation != m_generation)
            return; // another agent was picked meanwhile
        m_state = state;
        showState();
        Q_EMIT stateLoaded();
    });
}

void SettingsNpmAgentPanel::showState()
{
    QString installed
        = m_state.installed.isEmpty() ? tr("not installed") : m_state.installed.join(QStringLiteral(", "));
    if (!m_state.active.isEmpty())
        installed += tr(" — launches start %1").arg(m_state.active);
    m_installed->setText(installed);
    m_latest->setText(m_state.latest.isEmpty()
            ? tr("not checked yet")
            : tr("%1 (checked %2)").arg(m_state.latest, m_state.latestChecked.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))));
    m_problem->setText(m_state.problem);
    m_problem->setVisible(!m_state.problem.isEmpty());
    m_pin->clear();
    m_pin->addItem(QString());
    m_pin->addItems(m_state.installed);
    m_pin->setCurrentText(m_state.pin);
    const bool any = !m_state.installed.isEmpty();
    m_install->setEnabled(!m_busy);
    m_install->setText(any ? tr("Install again") : tr("Install"));
    m_update->setEnabled(!m_busy && any);
    m_remove->setEnabled(!m_busy && any);
    m_check->setEnabled(!m_busy);
    m_pinApply->setEnabled(!m_busy);
}

void SettingsNpmAgentPanel::appendOutput(const QString &line)
{
    m_output->show();
    m_output->appendPlainText(line);
}

void SettingsNpmAgentPanel::runOperation(const QString &title, const std::function<QFuture<QString>(const NpmOutput &)> &start)
{
    if (m_busy || m_agent.id.isEmpty())
        return;
    m_busy = true;
    showState();
    appendOutput(title);
    QPointer<SettingsNpmAgentPanel> self(this);
    auto output = [self](const QString &line) {
        QMetaObject::invokeMethod(
            self,
            [self, line] {
                if (self)
                    self->appendOutput(QStringLiteral("  ") + line);
            },
            Qt::QueuedConnection);
    };
    whenFinished(start(output), this, [this](const QString &problem) {
        m_busy = false;
        appendOutput(problem.isEmpty() ? tr("Done.") : problem);
        reload();
        Q_EMIT changed();
        Q_EMIT operationFinished(problem.isEmpty(), problem);
    });
}

void SettingsNpmAgentPanel::install()
{
    const QString spec = m_state.pin;
    runOperation(tr("Installing %1@%2…").arg(m_agent.npmPackage, spec.isEmpty() ? QStringLiteral("latest") : spec),
        [this, spec](const NpmOutput &output) { return problemOf(AgentInstalls(m_home).install(m_agent, spec, output)); });
}

void SettingsNpmAgentPanel::update()
{
    runOperation(tr("Updating %1…").arg(m_agent.npmPackage), [this](const NpmOutput &output) {
        return AgentInstalls(m_home).update(m_agent, m_keep, output).then([output](const Expected<NpmAgentUpdate> &updated) {
            if (!updated)
                return updated.error();
            if (!updated->removed.isEmpty())
                output(tr("removed %1").arg(updated->removed.join(QStringLiteral(", "))));
            return QString();
        });
    });
}

void SettingsNpmAgentPanel::remove()
{
    runOperation(tr("Removing %1…").arg(m_agent.npmPackage),
        [this](const NpmOutput &) { return problemOf(AgentInstalls(m_home).remove(m_agent)); });
}

void SettingsNpmAgentPanel::checkLatest()
{
    runOperation(tr("Asking npm for the newest %1…").arg(m_agent.npmPackage), [this](const NpmOutput &output) {
        return AgentInstalls(m_home).latestVersion(m_agent).then([output](const Expected<QString> &latest) {
            if (!latest)
                return latest.error();
            output(tr("newest: %1").arg(*latest));
            return QString();
        });
    });
}

void SettingsNpmAgentPanel::applyPin()
{
    const QString version = m_pin->currentText().trimmed();
    runOperation(version.isEmpty() ? tr("Following the newest installed version…")
                                   : tr("Pinning %1…").arg(version),
        [this, version](const NpmOutput &) { return problemOf(AgentInstalls(m_home).setPin(m_agent, version)); });
}

} // namespace kandesk::ui
