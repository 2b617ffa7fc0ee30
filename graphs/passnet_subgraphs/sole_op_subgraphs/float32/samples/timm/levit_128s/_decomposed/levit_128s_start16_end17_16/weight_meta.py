class Program_weight_tensor_meta_batch_norm_4:
	name = "in_0"
	original_name = "batch_norm_4"
	shape = [392, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.033


class Program_weight_tensor_meta_x_1:
	name = "in_1"
	original_name = "x_1"
	shape = [2, 196, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.017
