class Program_weight_tensor_meta_out_1:
	name = "in_0"
	original_name = "out_1"
	shape = [1024, 2048]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.217


class Program_weight_tensor_meta_token_of_pair:
	name = "in_1"
	original_name = "token_of_pair"
	shape = [1024]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 15


class Program_weight_tensor_meta_zeros_like:
	name = "in_2"
	original_name = "zeros_like"
	shape = [128, 2048]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.000
