class Program_weight_tensor_meta_zeros:
	name = "in_0"
	original_name = "zeros"
	shape = [1, 28, 28]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.000
