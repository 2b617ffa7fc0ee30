class Program_weight_tensor_meta_hidden_states:
	name = "in_0"
	original_name = "hidden_states"
	shape = [1, 16, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.010
	std = 0.980


class Program_weight_tensor_meta_rsqrt:
	name = "in_1"
	original_name = "rsqrt"
	shape = [1, 16, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.022
	std = 0.034
	data = [1.041268, 1.011857, 1.038043, 1.017166, 1.006049, 1.086519, 1.077569, 1.016680, 0.970862, 1.065789, 0.997564, 1.024600, 1.003396, 1.032869, 0.966967, 1.001568]
