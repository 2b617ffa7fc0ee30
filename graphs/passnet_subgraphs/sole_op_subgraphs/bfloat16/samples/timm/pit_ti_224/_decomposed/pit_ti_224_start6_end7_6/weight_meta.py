class Program_weight_tensor_meta_cls_tokens:
	name = "in_0"
	original_name = "cls_tokens"
	shape = [2, 1, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_x_2:
	name = "in_1"
	original_name = "x_2"
	shape = [2, 729, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.015
	std = 0.325
