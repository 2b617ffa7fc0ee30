class Program_weight_tensor_meta_embedding:
	name = "in_0"
	original_name = "embedding"
	shape = [16, 1152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.032
	std = 0.999


class Program_weight_tensor_meta_input_3:
	name = "in_1"
	original_name = "input_3"
	shape = [16, 1152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.120
