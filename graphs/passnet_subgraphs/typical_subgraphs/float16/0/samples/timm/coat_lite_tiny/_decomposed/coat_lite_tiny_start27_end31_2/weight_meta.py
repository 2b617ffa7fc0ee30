class Program_weight_tensor_meta_q:
	name = "in_0"
	original_name = "q"
	shape = [2, 8, 3137, 8]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.163


class Program_weight_tensor_meta_v:
	name = "in_1"
	original_name = "v"
	shape = [2, 8, 3137, 8]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.009
	std = 0.164
