class Program_weight_tensor_meta_transpose:
	name = "in_0"
	original_name = "transpose"
	shape = [2, 256, 1152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.677


class Program_weight_tensor_meta_unsqueeze:
	name = "in_1"
	original_name = "unsqueeze"
	shape = [1, 256, 1152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.456
	std = 0.540
