// A stand-in for Stripe.js (https://js.stripe.com/…/stripe.js), which cannot load offline.
// card-checkout.spec.ts serves it in place of Stripe's script, after a line that sets
// window.STRIPE_FAKE_API to the local Stripe fake (tests/fakes/stripe-fake.mjs).
// It has only what @stripe/stripe-js's loadStripe and @stripe/react-stripe-js's
// <Elements>/<PaymentElement> call, and what our checkout uses: confirmPayment, which
// confirms the payment intent at the fake with the publishable key and the client secret,
// then goes to return_url with the parameters Stripe adds.
;(function () {
  "use strict"
  var api = window.STRIPE_FAKE_API
  // Stripe's test cards: what the fake's API makes of each.
  var CARDS = { 4242424242424242: "pm_card_visa", 4000000000000002: "pm_card_chargeDeclined" }

  function emitter() {
    var listeners = {}
    return {
      on: function (event, cb) {
        ;(listeners[event] = listeners[event] || []).push(cb)
      },
      off: function (event, cb) {
        listeners[event] = (listeners[event] || []).filter(function (l) {
          return l !== cb
        })
      },
      emit: function (event, payload) {
        ;(listeners[event] || []).slice().forEach(function (cb) {
          cb(payload)
        })
      },
    }
  }

  function paymentElement() {
    var events = emitter()
    var node = null
    var fields = {}
    var element = {
      state: { number: "", expiry: "", cvc: "" },
      mount: function (target) {
        node = typeof target === "string" ? document.querySelector(target) : target
        node.innerHTML = ""
        var box = document.createElement("div")
        box.setAttribute("data-testid", "fake-stripe-payment-element")
        ;[
          ["number", "Card number", "cc-number"],
          ["expiry", "Expiration date", "cc-exp"],
          ["cvc", "Security code", "cc-csc"],
        ].forEach(function (field) {
          var label = document.createElement("label")
          label.style.display = "block"
          label.textContent = field[1]
          var input = document.createElement("input")
          input.autocomplete = field[2]
          input.inputMode = "numeric"
          input.style.display = "block"
          input.addEventListener("input", function () {
            element.state[field[0]] = input.value
            events.emit("change", element.changeEvent())
          })
          label.appendChild(input)
          box.appendChild(label)
          fields[field[0]] = input
        })
        node.appendChild(box)
        setTimeout(function () {
          events.emit("ready", { elementType: "payment" })
        }, 0)
      },
      changeEvent: function () {
        var s = element.state
        return {
          elementType: "payment",
          empty: !s.number && !s.expiry && !s.cvc,
          complete: element.problem() === null,
          collapsed: false,
          value: { type: "card" },
        }
      },
      problem: function () {
        var s = element.state
        if (!/^\d{16}$/.test(s.number.replace(/\s/g, ""))) return "Your card number is incomplete."
        if (!/^(0[1-9]|1[0-2]) ?\/ ?\d\d$/.test(s.expiry.trim())) return "Your card's expiration date is incomplete."
        if (!/^\d{3,4}$/.test(s.cvc.trim())) return "Your card's security code is incomplete."
        return null
      },
      on: events.on,
      off: events.off,
      update: function () {},
      focus: function () {
        if (fields.number) fields.number.focus()
      },
      blur: function () {},
      clear: function () {},
      collapse: function () {},
      unmount: function () {
        if (node) node.innerHTML = ""
        node = null
      },
      destroy: function () {
        element.unmount()
      },
    }
    return element
  }

  function Stripe(publishableKey) {
    if (!(typeof publishableKey === "string" && /^pk_/.test(publishableKey))) {
      throw new Error("Invalid publishable key")
    }

    function elements(options) {
      var clientSecret = (options && options.clientSecret) || null
      var created = {}
      return {
        clientSecret: clientSecret,
        create: function (type) {
          if (type !== "payment") throw new Error("The Stripe.js fake has only the payment element, not " + type)
          if (created.payment) throw new Error("Can only create one Element of type payment.")
          created.payment = paymentElement()
          return created.payment
        },
        getElement: function (type) {
          return created[type] || null
        },
        update: function () {},
        fetchUpdates: function () {
          return Promise.resolve({})
        },
        submit: function () {
          var problem = created.payment ? created.payment.problem() : "No payment element is mounted."
          return Promise.resolve(problem ? { error: { type: "validation_error", message: problem } } : {})
        },
      }
    }

    function call(method, path, form) {
      return fetch(api + path + (method === "GET" ? "?" + new URLSearchParams(form) : ""), {
        method: method,
        headers: { authorization: "Bearer " + publishableKey, "content-type": "application/x-www-form-urlencoded" },
        body: method === "POST" ? new URLSearchParams(form).toString() : undefined,
      }).then(function (res) {
        return res.json()
      })
    }

    function confirmPayment(params) {
      var els = params.elements
      var confirmParams = params.confirmParams || {}
      return els.submit().then(function (submitted) {
        if (submitted.error) return submitted
        var secret = els.clientSecret
        var intentId = secret.split("_secret_")[0]
        var number = els.getElement("payment").state.number.replace(/\s/g, "")
        var paymentMethod = CARDS[number]
        if (!paymentMethod) {
          return { error: { type: "card_error", code: "incorrect_number", message: "Your card number is incorrect." } }
        }
        var form = { client_secret: secret, payment_method: paymentMethod }
        if (confirmParams.return_url) form.return_url = confirmParams.return_url
        return call("POST", "/v1/payment_intents/" + intentId + "/confirm", form).then(function (body) {
          if (body.error) return { error: body.error }
          if (params.redirect === "if_required") return { paymentIntent: body }
          var back = new URL(confirmParams.return_url)
          back.searchParams.set("payment_intent", body.id)
          back.searchParams.set("payment_intent_client_secret", secret)
          back.searchParams.set("redirect_status", body.status === "requires_payment_method" ? "failed" : "succeeded")
          window.location.assign(back.toString())
          // Like Stripe.js, a redirect never answers.
          return new Promise(function () {})
        })
      })
    }

    function unsupported(name) {
      return function () {
        return Promise.reject(new Error("The Stripe.js fake has no " + name))
      }
    }

    return {
      elements: elements,
      confirmPayment: confirmPayment,
      retrievePaymentIntent: function (secret) {
        return call("GET", "/v1/payment_intents/" + secret.split("_secret_")[0], { client_secret: secret }).then(function (body) {
          return body.error ? { error: body.error } : { paymentIntent: body }
        })
      },
      // Checked by @stripe/react-stripe-js to recognise a Stripe object; not used by the checkout.
      createToken: unsupported("createToken"),
      createPaymentMethod: unsupported("createPaymentMethod"),
      confirmCardPayment: unsupported("confirmCardPayment"),
      // loadStripe and <Elements> announce themselves with these.
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    }
  }
  // The release train @stripe/stripe-js expects (its script URL is js.stripe.com/<train>/stripe.js).
  Stripe.version = "endive"
  window.Stripe = Stripe
})()
