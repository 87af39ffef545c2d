print("TweenKit demo")
