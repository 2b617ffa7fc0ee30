class Program_weight_tensor_meta_query_2:
	name = "in_0"
	original_name = "query_2"
	shape = [1, 8, 16, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.008
	std = 0.452


class Program_weight_tensor_meta_transpose:
	name = "in_1"
	original_name = "transpose"
	shape = [1, 8, 64, 16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.010
	std = 0.456
