// The school's analytics hook: every bootcamp event, with what it carries (never personal data).
const log = document.getElementById('event-log')
// Events from the iframe embed arrive too: embed.js sends them again from the <iframe> element.
for (const name of [
  'bootcamp:registered',
  'bootcamp:signed-up',
  'bootcamp:message-sent',
  'bootcamp:submit-failed',
  'bootcamp:open',
  'bootcamp:close',
]) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li')
    item.textContent = `${name} ${JSON.stringify(event.detail)}`
    item.dataset.event = name
    log.append(item)
  })
}
