class Program_weight_tensor_meta_getitem_2:
	name = "in_0"
	original_name = "getitem_2"
	shape = [4, 1, 28]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 28.000
	std = 0.000


class Program_weight_tensor_meta_y_embed:
	name = "in_1"
	original_name = "y_embed"
	shape = [4, 28, 28]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 14.500
	std = 8.079
