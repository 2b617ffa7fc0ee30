class Program_weight_tensor_meta_mask:
	name = "in_0"
	original_name = "mask"
	shape = [4, 1, 32, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_query_layer:
	name = "in_1"
	original_name = "query_layer"
	shape = [4, 12, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.273


class Program_weight_tensor_meta_x_1:
	name = "in_2"
	original_name = "x_1"
	shape = [4, 12, 64, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.009
	std = 0.278
