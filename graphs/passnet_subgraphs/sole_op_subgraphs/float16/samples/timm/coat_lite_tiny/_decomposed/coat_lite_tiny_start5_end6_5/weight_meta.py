class Program_weight_tensor_meta_cls_tokens:
	name = "in_0"
	original_name = "cls_tokens"
	shape = [2, 1, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.022


class Program_weight_tensor_meta_x_2:
	name = "in_1"
	original_name = "x_2"
	shape = [2, 3136, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 1.003
