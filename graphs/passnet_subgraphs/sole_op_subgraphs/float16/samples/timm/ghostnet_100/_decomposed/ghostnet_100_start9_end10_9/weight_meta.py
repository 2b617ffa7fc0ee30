class Program_weight_tensor_meta_input_3:
	name = "in_0"
	original_name = "input_3"
	shape = [1, 8, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.042
	std = 0.085


class Program_weight_tensor_meta_input_6:
	name = "in_1"
	original_name = "input_6"
	shape = [1, 8, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.022
	std = 0.049
