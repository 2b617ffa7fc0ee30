class Program_weight_tensor_meta_hidden_states:
	name = "in_0"
	original_name = "hidden_states"
	shape = [1, 128, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.100


class Program_weight_tensor_meta_rsqrt:
	name = "in_1"
	original_name = "rsqrt"
	shape = [1, 128, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 9.982
	std = 0.206
