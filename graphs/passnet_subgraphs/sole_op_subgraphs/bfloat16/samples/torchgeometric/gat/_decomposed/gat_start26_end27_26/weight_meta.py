class Program_weight_tensor_meta_out_1:
	name = "in_0"
	original_name = "out_1"
	shape = [10832, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.642
	std = 0.302


class Program_weight_tensor_meta_out_sum_1:
	name = "in_1"
	original_name = "out_sum_1"
	shape = [10832, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 3.055
	std = 1.294
