class Program_weight_tensor_meta_avg_pool2d:
	name = "in_0"
	original_name = "avg_pool2d"
	shape = [2, 48, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.062
	std = 0.084


class Program_weight_tensor_meta_input_6:
	name = "in_1"
	original_name = "input_6"
	shape = [2, 48, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.062
	std = 0.094
