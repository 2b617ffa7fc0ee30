class Program_weight_tensor_meta_q_1:
	name = "in_0"
	original_name = "q_1"
	shape = [64, 3, 49, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.034


class Program_weight_tensor_meta_transpose:
	name = "in_1"
	original_name = "transpose"
	shape = [64, 3, 32, 49]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.179
