class Program_weight_tensor_meta_order:
	name = "in_0"
	original_name = "order"
	shape = [8192]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 127


class Program_weight_tensor_meta_out:
	name = "in_1"
	original_name = "out"
	shape = [8192, 2048]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.597


class Program_weight_tensor_meta_weights:
	name = "in_2"
	original_name = "weights"
	shape = [1024, 8]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.125
	std = 0.332
