class Program_weight_tensor_meta_out_13:
	name = "in_0"
	original_name = "out_13"
	shape = [1, 64, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.220
	std = 0.250


class Program_weight_tensor_meta_out_6:
	name = "in_1"
	original_name = "out_6"
	shape = [1, 64, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.104
	std = 0.166
