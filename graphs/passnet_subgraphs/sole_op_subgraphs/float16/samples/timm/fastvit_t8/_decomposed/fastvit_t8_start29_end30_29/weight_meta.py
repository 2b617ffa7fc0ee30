class Program_weight_tensor_meta_out_7:
	name = "in_0"
	original_name = "out_7"
	shape = [1, 48, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.020
	std = 0.100


class Program_weight_tensor_meta_out_8:
	name = "in_1"
	original_name = "out_8"
	shape = [1, 48, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.022
	std = 0.081
